import Foundation

final class PatternsPresenter: YarnPickerOutput {
    private weak var view: PatternsView?
    private let interactor: PatternsInteractor
    private(set) var selectedWeight: YarnWeight?

    init(view: PatternsView, interactor: PatternsInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        reload()
    }

    func yarnPicker(didPick weight: YarnWeight?) {
        selectedWeight = weight
        reload()
    }

    private func reload() {
        let rows = interactor.patterns(for: selectedWeight).map { (title: $0.name, subtitle: "\($0.designer) · \($0.weight.rawValue)") }
        view?.show(rows: rows, filterTitle: selectedWeight?.rawValue ?? "All yarns")
    }
}
