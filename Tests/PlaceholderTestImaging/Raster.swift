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

    /// Pixels given row after row, `width` of them to a row.
    public init(width: Int, pixels: [Pixel]) {
        (self.width, self.height, self.pixels) = (width, width > 0 ? pixels.count / width : 0, pixels)
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

    /// The coordinates of the pixels in `region` (all of them for nil) that
    /// lie in the raster, row by row.
    private func points(in region: PixelBox?) -> [(x: Int, y: Int)] {
        let area = region ?? PixelBox(minX: 0, minY: 0, maxX: width - 1, maxY: height - 1)
        let (top, bottom) = (max(0, area.minY), min(height - 1, area.maxY))
        let (left, right) = (max(0, area.minX), min(width - 1, area.maxX))
        guard top <= bottom, left <= right else { return [] }  // the region lies outside the raster
        return (top...bottom).flatMap { y in (left...right).map { (x: $0, y: y) } }
    }

    /// The pixels in `region` (all of them for nil), row by row.
    public func pixels(in region: PixelBox?) -> [Pixel] { points(in: region).map { self[$0.x, $0.y] } }

    /// The box around every pixel in `region` differing from `background`
    /// by more than `threshold` in some channel; nil when there is none.
    public func inkBox(background: Pixel, threshold: Int = 24, in region: PixelBox? = nil) -> PixelBox? {
        let inked = points(in: region).filter { self[$0.x, $0.y].distance(to: background) > threshold }
        guard let first = inked.first, let last = inked.last else { return nil }
        let columns = inked.map(\.x)
        return PixelBox(minX: columns.min()!, minY: first.y, maxX: columns.max()!, maxY: last.y)
    }

    /// The number of pixels differing from `background` by more than `threshold`.
    public func inkCount(background: Pixel, threshold: Int = 24) -> Int {
        pixels.count(where: { $0.distance(to: background) > threshold })
    }

    /// The number of pixels for which `isCounted` holds.
    public func count(where isCounted: (Pixel) -> Bool) -> Int { pixels.count(where: isCounted) }

    /// The pixel furthest from `background` (the first of several): for
    /// text of one colour, the heart of a stroke, which is the text's colour itself.
    public func strongestInk(background: Pixel, in region: PixelBox? = nil) -> Pixel? {
        let strongest = pixels(in: region).max { $0.distance(to: background) < $1.distance(to: background) }
        return strongest.flatMap { $0.distance(to: background) > 0 ? $0 : nil }
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
