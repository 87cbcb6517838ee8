import CPlaceholderPangoCairo

/// What of a widget's style the placeholder's Pango layouts depend on: the
/// font, the resolution, the font options, the font map and the language.
/// A style change that leaves it equal (hover, focus, a colour) keeps the
/// layouts, and views with equal keys can share them.
package struct TextStyleKey: Hashable {
    let font: String
    let resolution: Double
    let fontOptionsHash: UInt
    let fontMap: UInt
    let language: String

    /// Reads the key off a widget's Pango context (a `PangoContext`).
    package init(context: OpaquePointer) {
        if let description = pango_context_get_font_description(context),
            let string = pango_font_description_to_string(description) {
            font = String(cString: string)
            g_free(string)
        } else {
            font = ""
        }
        resolution = pango_cairo_context_get_resolution(context)
        fontOptionsHash = pango_cairo_context_get_font_options(context).map { UInt(cairo_font_options_hash($0)) } ?? 0
        fontMap = UInt(bitPattern: pango_context_get_font_map(context).map { UnsafeMutableRawPointer($0) })
        language = pango_context_get_language(context).flatMap { pango_language_to_string($0) }
            .map { String(cString: $0) } ?? ""
    }
}
