/// Where a raster's ink lies, row by row: the comparison of a placeholder
/// with the same text typed, shared by every toolkit's tests and the
/// fixture packages' checks.
public struct InkRows: Equatable, Sendable {
    /// Per pixel row, the leftmost and rightmost ink; nil for rows with none.
    public let rows: [ClosedRange<Int>?]

    /// The ink of `raster` on `background` (more than `threshold` apart).
    public init(_ raster: Raster, background: Pixel, threshold: Int = 24) {
        rows = (0..<raster.height).map { y in
            raster.inkBox(
                background: background, threshold: threshold,
                in: PixelBox(minX: 0, minY: y, maxX: raster.width - 1, maxY: y)
            ).map { $0.minX...$0.maxX }
        }
    }

    /// The ink `raster` adds to `baseline` (the same view without it), for
    /// views whose background is not one colour: pixels more than
    /// `threshold` from the baseline's pixel at the same place.
    public init(_ raster: Raster, baseline: Raster, threshold: Int = 24) {
        precondition(raster.width == baseline.width && raster.height == baseline.height, "rasters of one size")
        rows = (0..<raster.height).map { y in
            let inked = (0..<raster.width).filter { raster[$0, y].distance(to: baseline[$0, y]) > threshold }
            guard let first = inked.first, let last = inked.last else { return nil }
            return first...last
        }
    }

    /// Whether any row has ink.
    public var hasInk: Bool { rows.contains { $0 != nil } }

    /// How these rows differ from `typed`'s: the same rows must be inked (the
    /// same line breaks and vertical placement), and every row's ink must
    /// start and end within `tolerance` pixels. Empty when they agree.
    public func mismatches(against typed: InkRows, tolerance: Int = 1) -> [String] {
        guard hasInk else { return ["placeholder drew nothing"] }
        var mismatches: [String] = []
        for y in 0..<max(rows.count, typed.rows.count) {
            let mine = y < rows.count ? rows[y] : nil
            let theirs = y < typed.rows.count ? typed.rows[y] : nil
            switch (mine, theirs) {
            case (nil, nil): continue
            case let (p?, t?):
                if abs(p.lowerBound - t.lowerBound) > tolerance || abs(p.upperBound - t.upperBound) > tolerance {
                    mismatches.append("row \(y): placeholder \(p) typed \(t)")
                }
            case let (p, t):
                mismatches.append("row \(y): placeholder \(String(describing: p)) typed \(String(describing: t))")
            }
        }
        return mismatches
    }
}
