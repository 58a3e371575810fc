import Foundation

final class EditorPresenter {
    weak var view: EditorViewInput?
    private let interactor: EditorInteractorInput
    private let router: EditorRouterInput

    init(interactor: EditorInteractorInput, router: EditorRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

extension EditorPresenter: EditorViewOutput {
    func viewIsReady() {
        view?.show(draft: interactor.draft)
    }

    func didChange(title: String, body: String) {
        interactor.update(title: title, body: body)
    }

    func didTapSave() {
        interactor.save()
    }

    func didTapCancel() {
        if interactor.hasChanges {
            view?.confirmDiscard()
        } else {
            router.close()
        }
    }

    func didConfirmDiscard() {
        router.close()
    }
}

extension EditorPresenter: EditorInteractorOutput {
    func didSave() {
        router.close()
    }
}
