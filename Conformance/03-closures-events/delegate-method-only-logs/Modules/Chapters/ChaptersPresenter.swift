import Foundation

protocol ChaptersViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectChapter(at index: Int)
}

final class ChaptersPresenter: ChaptersViewOutput {

    weak var view: ChaptersViewInput?
    private let interactor: ChaptersInteractorInput
    private let router: ChaptersRouterInput
    private var chapters: [Chapter] = []

    init(interactor: ChaptersInteractorInput, router: ChaptersRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        chapters = interactor.chapters()
        view?.show(chapters, bookTitle: interactor.bookTitle())
    }

    func didSelectChapter(at index: Int) {
        router.openPlayer(startingAt: chapters[index])
    }
}
