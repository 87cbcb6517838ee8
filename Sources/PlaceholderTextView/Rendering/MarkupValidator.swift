import CGtk

/// Checks Pango markup without building a layout.
enum MarkupValidator {
    /// Throws `PlaceholderError.invalidMarkup` with Pango's message when
    /// `markup` does not parse, and for a NUL character, which would
    /// otherwise silently end the markup (Pango reads a C string).
    static func validate(_ markup: String) throws(PlaceholderError) {
        if let nul = markup.utf8.firstIndex(of: 0) {
            throw .invalidMarkup("NUL character at byte \(markup.utf8.distance(from: markup.utf8.startIndex, to: nul))")
        }
        var error: UnsafeMutablePointer<GError>?
        let ok = markup.withCString { pointer in
            pango_parse_markup(pointer, -1, 0, nil, nil, nil, &error)
        }
        if ok != 0 { return }
        let message = error.flatMap { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { g_error_free(error) }
        throw .invalidMarkup(message)
    }

    /// The text of valid `markup`, without its tags (what a screen reader
    /// should read); the markup itself if it does not parse.
    static func plainText(of markup: String) -> String {
        var text: UnsafeMutablePointer<CChar>?
        let ok = markup.withCString { pango_parse_markup($0, -1, 0, nil, &text, nil, nil) }
        guard ok != 0, let text else { return markup }
        defer { g_free(text) }
        return String(cString: text)
    }
}
