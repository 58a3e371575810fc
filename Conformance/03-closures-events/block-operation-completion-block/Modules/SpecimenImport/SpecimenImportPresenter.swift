import Foundation

protocol SpecimenImportViewOutput: AnyObject {
    func viewDidLoad()
    func didTapStart()
}

final class SpecimenImportPresenter: SpecimenImportViewOutput {

    weak var view: SpecimenImportViewInput?
    var onFinished: ((ImportTally) -> Void)?

    private let fileURL: URL
    private let interactor: SpecimenImportInteractorInput

    init(fileURL: URL, interactor: SpecimenImportInteractorInput) {
        self.fileURL = fileURL
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.display(fileName: fileURL.lastPathComponent)
    }

    func didTapStart() {
        view?.setBusy(true)
        interactor.importSpecimens(from: fileURL) { [weak self] tally in
            self?.view?.setBusy(false)
            self?.onFinished?(tally)
        }
    }
}
