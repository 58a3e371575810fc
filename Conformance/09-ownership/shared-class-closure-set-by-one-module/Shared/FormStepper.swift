import Foundation

/// Tracks which page of a multi-page form is on screen.
final class FormStepper {

    let titles: [String]
    private(set) var current = 0
    var onComplete: (() -> Void)?

    init(titles: [String]) {
        self.titles = titles
    }

    var currentTitle: String {
        titles[current]
    }

    var canGoBack: Bool {
        current > 0
    }

    func advance() {
        if current < titles.count - 1 {
            current += 1
        } else {
            onComplete?()
        }
    }

    func goBack() {
        if canGoBack {
            current -= 1
        }
    }
}
