import Foundation

protocol EditProfileViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSave(value: String)
}

final class EditProfilePresenter: EditProfileViewOutput {

    weak var view: EditProfileViewInput?
    private let interactor: EditProfileInteractorInput
    private let stepper = FormStepper(titles: ["Display name", "Agency", "Phone"])

    init(interactor: EditProfileInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        showCurrentPage()
    }

    func didTapSave(value: String) {
        interactor.save(value, for: stepper.currentTitle)
        stepper.advance()
        showCurrentPage()
    }

    private func showCurrentPage() {
        view?.showPage(title: stepper.currentTitle,
                       value: interactor.value(for: stepper.currentTitle),
                       isLast: stepper.current == stepper.titles.count - 1)
    }
}
