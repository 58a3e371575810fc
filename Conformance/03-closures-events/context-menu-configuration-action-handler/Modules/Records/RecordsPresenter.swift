import Foundation

protocol RecordsViewOutput: AnyObject {
    func viewDidLoad()
    func didChooseShowArtist(at index: Int)
    func didChooseEditTags(at index: Int)
    func titleToCopy(at index: Int) -> String
}

final class RecordsPresenter: RecordsViewOutput {

    weak var view: RecordsViewInput?
    private let interactor: RecordsInteractorInput
    private let router: RecordsRouterInput
    private var records: [Record] = []

    init(interactor: RecordsInteractorInput, router: RecordsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        records = interactor.collection()
        view?.show(records.map { "\($0.artist) – \($0.title)" })
    }

    func didChooseShowArtist(at index: Int) {
        router.openArtist(named: records[index].artist)
    }

    func didChooseEditTags(at index: Int) {
        router.openTagEditor(for: records[index])
    }

    func titleToCopy(at index: Int) -> String {
        records[index].title
    }
}
