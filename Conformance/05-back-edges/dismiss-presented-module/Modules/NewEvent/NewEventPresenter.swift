import Foundation

protocol NewEventViewOutput: AnyObject {
    func didTapCancel()
    func didTapSave(title: String, start: Date)
}

final class NewEventPresenter: NewEventViewOutput {
    weak var view: NewEventViewInput?
    var interactor: NewEventInteractor!
    var router: NewEventRouter!

    func didTapCancel() {
        router.close()
    }

    func didTapSave(title: String, start: Date) {
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            view?.showTitleMissing()
            return
        }
        interactor.addEvent(title: title, start: start)
        router.close()
    }
}
