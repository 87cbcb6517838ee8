import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore

extension PlaceholderColor {
    /// A CSS colour (`#336699`, `rgba(…)`, a name) as GDK reads it, or nil
    /// when it is not one. No display is needed: the demos check their
    /// `--color` before GTK starts.
    @_spi(Internals) nonisolated public init?(gdkParsing text: String) {
        var rgba = PtvGdkRGBA()
        guard ptv_gdk_rgba_parse(&rgba, text) != 0 else { return nil }
        self.init(gdk: rgba)
    }

    /// The colour the `GdkRGBA` at `address` holds, reading no more than a
    /// `GdkRGBA` of the GTK the program runs with takes (GTK 4's 16 bytes of
    /// floats are half the size of the union).
    @_spi(Internals) nonisolated public init(gdkAt address: UnsafeRawPointer) {
        var rgba = PtvGdkRGBA()
        let size = Self.gdkHoldsFloats ? MemoryLayout.size(ofValue: rgba.gtk4) : MemoryLayout.size(ofValue: rgba.gtk3)
        withUnsafeMutableBytes(of: &rgba) { $0.copyMemory(from: UnsafeRawBufferPointer(start: address, count: size)) }
        self.init(gdk: rgba)
    }

    /// The colour a `GdkRGBA` of the GTK the program runs with holds.
    @_spi(Internals) nonisolated public init(gdk rgba: PtvGdkRGBA) {
        let (red, green, blue, alpha) = Self.gdkHoldsFloats
            ? (Double(rgba.gtk4.0), Double(rgba.gtk4.1), Double(rgba.gtk4.2), Double(rgba.gtk4.3))
            : rgba.gtk3
        self = PlaceholderColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as a `GdkRGBA` of the GTK the program runs with.
    @_spi(Internals) nonisolated public var gdkRGBA: PtvGdkRGBA {
        var rgba = PtvGdkRGBA()
        if Self.gdkHoldsFloats {
            rgba.gtk4 = (Float(red), Float(green), Float(blue), Float(alpha))
        } else {
            rgba.gtk3 = (red, green, blue, alpha)
        }
        return rgba
    }

    /// The colour as GDK writes it (`rgb(…)` or `rgba(…)`).
    nonisolated package var gdkString: String {
        var rgba = gdkRGBA
        guard let chars = ptv_gdk_rgba_to_string(&rgba) else { return description }
        defer { g_free(chars) }
        return String(cString: chars)
    }

    /// Whether the GTK the program runs with holds a `GdkRGBA`'s components
    /// as floats (GTK 4) rather than doubles (GTK 3).
    nonisolated private static var gdkHoldsFloats: Bool { ptv_gtk_get_major_version() >= 4 }
}
