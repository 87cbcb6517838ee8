import PlaceholderCore
import PlaceholderRendering

extension PlaceholderController {
    /// Counts the followed buffer's displayed lines while a line limit is
    /// set (and nothing otherwise).
    func lineCounterMayHaveChanged() {
        guard viewIsAlive, settings.limit.maxLines > 0, let followed = buffer?.buffer, !followedBufferIsStale else {
            if lineCounter != nil {
                lineCounter = nil
                backend.naturalHeightMayHaveChanged()  // GTK 3 stops watching the width
            }
            return
        }
        if let lineCounter, lineCounter.counts(followed) { return }
        // The controller owns the counter, which disconnects as it goes.
        lineCounter = DisplayLineCounter(buffer: followed) { [owner = OwnerReference(self)] in
            owner { controller in
                let (context, spec) = (controller.pangoContext, controller.currentMetrics.spec)
                return { DisplayLinePrediction.lines(ofParagraph: $0, context: context, spec: spec) }
            }
        } changed: { [owner = OwnerReference(self)] in
            owner.object.countMayHaveChanged()
        }
        lineCounter?.countedWidth = currentMetrics.textWindowSize.width
        lineCounter?.countedStyle = currentStyle
        // GTK 3 hears of a new width through size allocation, watched while
        // the natural height or a line count needs it.
        backend.naturalHeightMayHaveChanged()
    }

    /// The text may wrap differently: counts its lines again when the text
    /// window's width or the view's font changed, or always (`force`: a
    /// layout property of the view changed). A style change that leaves the
    /// font (a focus, a colour) costs no recount.
    package func linesMayHaveRewrapped(force: Bool) {
        guard let lineCounter else { return }
        let width = currentMetrics.textWindowSize.width
        let style = currentStyle
        guard force || width != lineCounter.countedWidth || style != lineCounter.countedStyle else { return }
        lineCounter.countedWidth = width
        lineCounter.countedStyle = style
        lineRecount.schedule()
    }

    /// Counts every line again, now that GTK has laid the text out at the
    /// view's new width or in its new font (run once the frame that
    /// allocated the view is over: some GTK versions tell of a new width
    /// before their layout has it).
    func recountLines() {
        guard let lineCounter, viewIsAlive else { return }
        lineCounter.recount()
        countMayHaveChanged()
    }
}

extension PlaceholderController {
    /// Whether inserting `text` into paragraph `paragraph` (at character
    /// `offset` of it) keeps the text within the line limit, predicted as
    /// the view will lay the paragraph out.
    func insertionFits(_ text: String, paragraph: Int32, offset: Int, limit: TextLimit) -> Bool {
        guard let lineCounter, limit.maxLines > 0, limit.mode == .block else { return true }
        let current = lineCounter.paragraphText(paragraph).unicodeScalars
        let split = current.index(current.startIndex, offsetBy: min(offset, current.count))
        let edited = String(current[..<split]) + text + String(current[split...])
        let others = lineCounter.total - lineCounter.lines(ofParagraph: paragraph)
        let predicted = DisplayLinePrediction.lines(of: edited, context: pangoContext, spec: currentMetrics.spec)
        return limit.linesFit(others + predicted)
    }
}
