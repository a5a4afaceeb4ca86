// Run by node as a process of its own (slow-clients.e2e-spec.ts): clients that send a request's
// headers and part of its body, then nothing. Its own process, so the app's busy event loop
// delays none of its timings. Arguments: port, how many, ms to wait before giving up on each.
// Prints, as JSON, for each: the ms from the end of its write to the connection's close (or null
// if still open when it gave up) and the start of the answer.
const { connect } = require('node:net');
const { performance } = require('node:perf_hooks');
const { clearTimeout } = require('node:timers');

const [port, count, giveUpMs] = process.argv.slice(2).map(Number);
const partialRequests = [
  // A body shorter than its Content-Length.
  'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
  // A chunked body whose chunk never ends.
  'POST /api/demo-submissions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n64\r\n{"name":',
  // A body to a path no route serves.
  'POST /no-such-page HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{',
];

function slowClient(index) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const answer = [];
    let sentAt = 0;
    socket.on('data', (chunk) => answer.push(chunk));
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => {
      resolve({ closedAfterMs: null, answer: Buffer.concat(answer).toString().slice(0, 40) });
      socket.destroy();
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Math.round(performance.now() - sentAt), answer: Buffer.concat(answer).toString().slice(0, 40) });
    });
    socket.on('connect', () => socket.write(partialRequests[index % partialRequests.length], () => (sentAt = performance.now())));
  });
}

Promise.all(Array.from({ length: count }, (_, index) => slowClient(index))).then((results) => {
  process.stdout.write(JSON.stringify(results));
});
