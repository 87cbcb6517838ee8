import CPlaceholderPangoCairo
import PlaceholderCore

/// Pango markup, parsed in this one place: to check it, to lay it out, and
/// to read its text for assistive technologies.
package enum PlaceholderMarkup {
    /// Markup split into its text and its attributes.
    package struct Parsed {
        /// The text, tags removed and entities decoded.
        package var text: String
        /// The attributes (a `PangoAttrList`), with one reference owned by
        /// whoever holds this value; nil for plain text.
        package var attributes: OpaquePointer?
    }

    /// Parses `markup`, giving its text and, when `withAttributes`, its
    /// attribute list (the caller unrefs it).
    ///
    /// - Throws: `PlaceholderError.invalidMarkup` with Pango's message, or
    ///   for a NUL character, which would otherwise silently end the markup
    ///   (Pango reads a C string).
    package static func parse(_ markup: String, withAttributes: Bool = true) throws(PlaceholderError) -> Parsed {
        if let nul = markup.utf8.firstIndex(of: 0) {
            throw .invalidMarkup("NUL character at byte \(markup.utf8.distance(from: markup.utf8.startIndex, to: nul))")
        }
        var attributes: OpaquePointer?
        var text: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        let ok = markup.withCString { pointer in
            withAttributes
                ? pango_parse_markup(pointer, -1, 0, &attributes, &text, nil, &error)
                : pango_parse_markup(pointer, -1, 0, nil, &text, nil, &error)
        }
        guard ok != 0, let text else {
            let message = error.flatMap { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw .invalidMarkup(message)
        }
        defer { g_free(text) }
        return Parsed(text: String(cString: text), attributes: attributes)
    }

    /// Throws `PlaceholderError.invalidMarkup` when `markup` does not parse.
    package static func validate(_ markup: String) throws(PlaceholderError) {
        _ = try parse(markup, withAttributes: false)
    }

    /// The text of `markup` without its tags (what a screen reader should
    /// read); the markup itself if it does not parse.
    package static func plainText(of markup: String) -> String {
        (try? parse(markup, withAttributes: false).text) ?? markup
    }

    /// The text of `content` as a screen reader should read it.
    package static func plainText(of content: PlaceholderContent) -> String {
        switch content {
        case .plain(let text): return text
        case .markup(let markup): return plainText(of: markup)
        }
    }
}
