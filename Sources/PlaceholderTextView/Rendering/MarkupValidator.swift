import CGtk

/// Checks Pango markup without building a layout.
enum MarkupValidator {
    /// Throws `PlaceholderError.invalidMarkup` with Pango's message when
    /// `markup` does not parse.
    static func validate(_ markup: String) throws(PlaceholderError) {
        var error: UnsafeMutablePointer<GError>?
        let ok = markup.withCString { pointer in
            pango_parse_markup(pointer, -1, 0, nil, nil, nil, &error)
        }
        if ok != 0 { return }
        let message = error.flatMap { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { g_error_free(error) }
        throw .invalidMarkup(message)
    }
}
