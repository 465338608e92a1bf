/// What lies beneath an element of a component export: the opaque colours it is seen on, composited from the mode's
/// canvas up through every shape whose fill covers it. `contrast` judges text on them, `hierarchy` compares levels.
enum ComponentBackdrop {
    /// Backdrops beyond this many (gradient stops over gradient stops) are not multiplied further.
    static let maximumBackdrops = 64
    /// Translucent shapes stacked beneath one element beyond this many are not composited: its contrast is noted as
    /// not checked (each element walking every shape beneath it made a drawing of stacked shapes quadratic).
    static let maximumLayers = 256
    /// Once what lies beneath shows through less than this, it cannot move a colour channel by half a step of 255:
    /// the walk stops as at an opaque shape.
    static let negligibleTransmittance = 1.0 / 512

    /// What lies beneath a box: the candidate opaque colours (one per gradient stop combination), composited from
    /// the mode's canvas up through the component background and every earlier shape whose fill covers the box.
    struct Backdrop {
        var colors: [ColorMath.Channels]
        /// The topmost covering element, nil when only the canvas (and the root background) lie beneath.
        var top: ComponentElement?
    }

    enum Problem: Error {
        case unknown(variable: String, element: ComponentElement?)
        case context
        /// An image or pattern lies beneath: its colours are not known.
        case unsupported(ComponentElement)
        /// More than `maximumLayers` translucent shapes lie beneath (the deepest one walked).
        case tooManyLayers(ComponentElement)
    }

    static func layer(_ base: [ColorMath.Channels], with colors: [RGBA], opacity: Double) -> [ColorMath.Channels] {
        var result: [ColorMath.Channels] = []
        for color in colors {
            for below in base {
                let mixed = ColorMath.composite(ColorMath.Channels(color), alpha: Double(color.alpha) / 255 * opacity, over: below)
                if !result.contains(mixed) { result.append(mixed) }
            }
        }
        return Array(result.prefix(maximumBackdrops))
    }

    /// The index of what can lie beneath: the elements with a visible fill that has an area.
    static func coverIndex(of component: Component) -> CoverIndex {
        // Fields are read in place: copying a 488-byte element out costs a dozen reference counts.
        CoverIndex(bounds: component.elements.map(\.bounds)) { index in
            switch component.elements[index].shape {
            case .line, .text: return false
            default: return component.elements[index].fill.isVisible
            }
        }
    }

    static func backdrop(of box: BoundingBox, below index: Int, in component: Component, covers: CoverIndex,
                         mode: String, checking: ComponentChecking) -> Result<Backdrop, Problem>
    {
        // Walk down from the element to the first opaque cover: nothing beneath that one shows through.
        var stack: [(colors: [RGBA], opacity: Double)] = []
        var top: ComponentElement?
        var reachedOpaque = false
        var transmittance = 1.0
        var problem: Problem?
        covers.forEachContaining(box, below: index) { candidate in
            // Most candidates do not cover the box: they are asked in place, not copied out.
            guard component.elements[candidate].fillCovers(box) else { return true }
            let element = component.elements[candidate]
            if case .unsupported = element.fill.paint {
                problem = .unsupported(element)
                return false
            }
            let (fill, unknown, context) = checking.colors(of: element.fill.paint, mode: mode)
            if let unknown {
                problem = .unknown(variable: unknown, element: element)
                return false
            }
            if context {
                problem = .context
                return false
            }
            if top == nil { top = element }
            guard stack.count < maximumLayers else {
                problem = .tooManyLayers(element)
                return false
            }
            stack.append((fill, element.fill.opacity))
            reachedOpaque = element.fill.opacity >= 1 && !fill.isEmpty && fill.allSatisfy { $0.alpha == 255 }
            let leastAlpha = Double(fill.map(\.alpha).min() ?? 0) / 255 * element.fill.opacity
            transmittance *= 1 - min(1, max(0, leastAlpha))
            if transmittance < negligibleTransmittance { reachedOpaque = true }
            return !reachedOpaque
        }
        if let problem { return .failure(problem) }
        var colors = [checking.canvas(mode)]
        if !reachedOpaque, component.background != .none {
            let (background, unknown, context) = checking.colors(of: component.background, mode: mode)
            if let unknown { return .failure(.unknown(variable: unknown, element: nil)) }
            if !context { colors = layer(colors, with: background, opacity: 1) }
        }
        for (fill, opacity) in stack.reversed() {
            colors = layer(colors, with: fill, opacity: opacity)
        }
        return .success(Backdrop(colors: colors, top: top))
    }
}
