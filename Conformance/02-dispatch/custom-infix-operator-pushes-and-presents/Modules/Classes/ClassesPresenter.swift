import Foundation

protocol ClassesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectClass(at index: Int)
}

final class ClassesPresenter: ClassesViewOutput {

    weak var view: ClassesViewInput?
    private let interactor: ClassesInteractor
    private let router: ClassesRouter
    private var classes: [YogaClass] = []

    init(interactor: ClassesInteractor, router: ClassesRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        classes = interactor.schedule()
        view?.show(classes)
    }

    func didSelectClass(at index: Int) {
        router.openDetail(of: classes[index])
    }
}
