import Foundation

/// Keeps the reader text size between 14 and 28 points and reports how many books' progress was cleared.
final class SettingsPresenter: SettingsPresentation {

    weak var view: SettingsView?
    var interactor: SettingsUseCase!
    var router: SettingsWireframe!

    private let textSizeRange = 14...28

    func viewDidLoad() {
        interactor.loadTextSize()
    }

    func didChangeTextSize(_ pointSize: Int) {
        let clamped = min(max(pointSize, textSizeRange.lowerBound), textSizeRange.upperBound)
        interactor.saveTextSize(clamped)
        showTextSize(clamped)
    }

    func didTapClearProgress() {
        interactor.clearReadingProgress()
    }

    private func showTextSize(_ pointSize: Int) {
        view?.showTextSize(pointSize, minimum: textSizeRange.lowerBound, maximum: textSizeRange.upperBound)
    }
}

extension SettingsPresenter: SettingsInteractorOutput {

    func textSizeLoaded(_ pointSize: Int) {
        showTextSize(pointSize)
    }

    func readingProgressCleared(bookCount: Int) {
        switch bookCount {
        case 0:
            view?.showProgressCleared("There was no reading progress to clear.")
        case 1:
            view?.showProgressCleared("Cleared the saved page of 1 book.")
        default:
            view?.showProgressCleared("Cleared the saved pages of \(bookCount) books.")
        }
    }
}
