import Foundation

protocol SpecimensViewOutput: AnyObject {
    func viewWillAppear()
    func didTapImport()
}

final class SpecimensPresenter: SpecimensViewOutput {

    weak var view: SpecimensViewInput?
    var onImportRequested: ((URL) -> Void)?
    private let interactor: SpecimensInteractorInput

    init(interactor: SpecimensInteractorInput) {
        self.interactor = interactor
    }

    func viewWillAppear() {
        let rows = interactor.specimens().map { "\($0.species) · \($0.locality)" }
        view?.display(rows: rows)
    }

    func didTapImport() {
        guard let file = interactor.fieldNotesFile() else {
            view?.showMissingFileHint()
            return
        }
        onImportRequested?(file)
    }
}
