package sqldb

// ParseUTC exposes parseUTC to this package's tests.
var ParseUTC = parseUTC
