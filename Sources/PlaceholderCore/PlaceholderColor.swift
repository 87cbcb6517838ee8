/// A colour with red, green, blue and alpha components from 0 to 1.
public struct PlaceholderColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The alpha component, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a colour; components are clamped to 0...1 and NaN becomes 0,
    /// so no input can produce an undrawable colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// The colour GTK 3's `GtkEntry` paints its placeholder with when the
    /// theme defines no `placeholder_text_color`: a mid grey.
    package static let entryFallback = PlaceholderColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)

    /// `#rrggbbaa`, for messages and logs.
    public var description: String {
        func byte(_ value: Double) -> String {
            let hex = String(Int((value * 255).rounded()), radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

/// Where the placeholder's colour comes from.
public enum PlaceholderColorChoice: Sendable, Equatable {
    /// The colour the toolkit's `GtkEntry` gives its placeholder in the
    /// current theme (on GTK 4, with the theme's opacity).
    case themeDefault
    /// A colour chosen by the app.
    case custom(PlaceholderColor)

    /// The colour to paint with, given what the theme defines (`nil` when the
    /// theme has no placeholder colour).
    package func resolved(themeColor: PlaceholderColor?) -> PlaceholderColor {
        switch self {
        case .custom(let color): return color
        case .themeDefault: return themeColor ?? .entryFallback
        }
    }
}

extension PlaceholderColor {
    /// This colour with `opacity` (a CSS opacity) multiplied into its alpha.
    package func dimmed(by opacity: Double) -> PlaceholderColor {
        var dimmed = self
        dimmed.alpha *= opacity
        return dimmed
    }

    /// This colour with the alpha to paint it with where the toolkit
    /// composites the drawing twice, each copy at `opacity` (the widget's
    /// CSS opacity), so that the two copies give, inside the glyphs, this
    /// colour drawn once at that opacity: `1 − (1 − a')² = a` for the
    /// composited alpha. Anti-aliased edges still come out as two copies do.
    package func weakenedForCompositingTwice(opacity: Double = 1) -> PlaceholderColor {
        let opacity = min(opacity, 1)
        guard opacity > 0, alpha > 0 else { return self }
        var weakened = self
        weakened.alpha = min(1, (1 - (1 - alpha * opacity).squareRoot()) / opacity)
        return weakened
    }

    /// This colour as it is to be painted where the toolkit composites the
    /// drawing `copies` times (1 or 2), each copy at `opacity`: as it is for
    /// one copy, weakened (`weakenedForCompositingTwice`) for two.
    package func forCompositing(copies: Int, opacity: Double = 1) -> PlaceholderColor {
        copies > 1 ? weakenedForCompositingTwice(opacity: opacity) : self
    }
}
