import Foundation

/// Walks through a fixed number of steps and calls `onFinish` after the last one.
final class StepPager {

    private(set) var index = 0
    let count: Int
    var onFinish: (() -> Void)?

    init(count: Int) {
        self.count = count
    }

    var isLast: Bool {
        index == count - 1
    }

    func next() {
        if index + 1 < count {
            index += 1
        } else {
            onFinish?()
        }
    }
}
