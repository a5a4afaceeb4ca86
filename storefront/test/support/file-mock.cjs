// Stands in for imported stylesheets and images in component tests.
module.exports = 'test-file-stub';
