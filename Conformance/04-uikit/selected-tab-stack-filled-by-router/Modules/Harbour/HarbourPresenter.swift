import Foundation

enum HarbourTab: Int {
    case sailings
    case fares
}

protocol HarbourViewOutput: AnyObject {
    func didShowTab(at index: Int)
}

final class HarbourPresenter: HarbourViewOutput {

    var onSailingsTabSelect: (() -> Void)?
    var onFaresTabSelect: (() -> Void)?

    func didShowTab(at index: Int) {
        switch HarbourTab(rawValue: index) {
        case .sailings:
            onSailingsTabSelect?()
        case .fares:
            onFaresTabSelect?()
        case nil:
            break
        }
    }
}
