import CPlaceholderPangoCairo

/// An RGBA pixel, 0...255 per channel, not premultiplied.
public struct Pixel: Equatable, Sendable, CustomStringConvertible {
    public var red: Int, green: Int, blue: Int, alpha: Int
    public init(red: Int, green: Int, blue: Int, alpha: Int = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public var description: String { "rgba(\(red),\(green),\(blue),\(alpha))" }

    /// The largest per-channel difference.
    public func distance(to other: Pixel) -> Int {
        max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue), abs(alpha - other.alpha))
    }
}

/// A rectangle of pixels, inclusive of both ends.
public struct PixelBox: Equatable, Sendable, CustomStringConvertible {
    public var minX: Int, minY: Int, maxX: Int, maxY: Int
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }
    public var width: Int { maxX - minX + 1 }
    public var height: Int { maxY - minY + 1 }
    public var description: String { "(\(minX),\(minY))-(\(maxX),\(maxY))" }
}

/// The pixels of a Cairo image surface, copied out so the surface can go.
public struct Raster {
    public let width: Int
    public let height: Int
    private let pixels: [Pixel]

    /// Copies an ARGB32 or RGB24 surface.
    public init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        var pixels: [Pixel] = []
        pixels.reserveCapacity(width * height)
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let value = row[x]
                    let a = hasAlpha ? Int(value >> 24) : 255
                    func channel(_ shift: UInt32) -> Int {
                        let premultiplied = Int((value >> shift) & 0xFF)
                        return a == 0 ? 0 : min(255, (premultiplied * 255 + a / 2) / a)
                    }
                    pixels.append(Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: a))
                }
            }
        }
        self.pixels = pixels
    }

    /// Reads a PNG file; nil when it cannot be read.
    public init?(png path: String) {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(surface: surface)
    }

    /// The pixel at (`x`, `y`).
    public subscript(x: Int, y: Int) -> Pixel { pixels[y * width + x] }

    /// The box around every pixel in `region` differing from `background`
    /// by more than `threshold` in some channel; nil when there is none.
    public func inkBox(background: Pixel, threshold: Int = 24, in region: PixelBox? = nil) -> PixelBox? {
        let area = region ?? PixelBox(minX: 0, minY: 0, maxX: width - 1, maxY: height - 1)
        let (top, bottom) = (max(0, area.minY), min(height - 1, area.maxY))
        let (left, right) = (max(0, area.minX), min(width - 1, area.maxX))
        guard top <= bottom, left <= right else { return nil }  // the region lies outside the raster
        var box: PixelBox?
        for y in top...bottom {
            for x in left...right where self[x, y].distance(to: background) > threshold {
                if var current = box {
                    current.minX = min(current.minX, x); current.maxX = max(current.maxX, x)
                    current.minY = min(current.minY, y); current.maxY = max(current.maxY, y)
                    box = current
                } else {
                    box = PixelBox(minX: x, minY: y, maxX: x, maxY: y)
                }
            }
        }
        return box
    }

    /// The number of pixels differing from `background` by more than `threshold`.
    public func inkCount(background: Pixel, threshold: Int = 24) -> Int {
        pixels.reduce(0) { $0 + ($1.distance(to: background) > threshold ? 1 : 0) }
    }

    /// The number of pixels for which `isCounted` holds.
    public func count(where isCounted: (Pixel) -> Bool) -> Int {
        pixels.reduce(0) { $0 + (isCounted($1) ? 1 : 0) }
    }

    /// The pixel furthest from `background`: for text of one colour, the
    /// heart of a stroke, which is the text's colour itself.
    public func strongestInk(background: Pixel, in region: PixelBox? = nil) -> Pixel? {
        let area = region ?? PixelBox(minX: 0, minY: 0, maxX: width - 1, maxY: height - 1)
        var best: Pixel?
        var bestDistance = 0
        for y in max(0, area.minY)...min(height - 1, area.maxY) {
            for x in max(0, area.minX)...min(width - 1, area.maxX) {
                let distance = self[x, y].distance(to: background)
                if distance > bestDistance { bestDistance = distance; best = self[x, y] }
            }
        }
        return best
    }

    /// Whether every pixel equals the other raster's.
    public func isIdentical(to other: Raster) -> Bool {
        width == other.width && height == other.height && pixels == other.pixels
    }
}

/// Paints with `body` into a new white ARGB32 surface of `width`×`height`
/// user units, `scale` device pixels each, and returns its device pixels.
public func renderImage(width: Int, height: Int, scale: Int = 1, _ body: (OpaquePointer) -> Void) -> Raster {
    let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(width * scale), Int32(height * scale))!
    cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    body(cr)
    cairo_destroy(cr)
    return Raster(surface: surface)
}

public extension Pixel {
    /// Opaque white.
    static let white = Pixel(red: 255, green: 255, blue: 255)
}
