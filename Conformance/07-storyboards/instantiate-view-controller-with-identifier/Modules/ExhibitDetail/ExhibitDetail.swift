import UIKit

enum ExhibitDetailBuilder {
    static func build(exhibit: Exhibit) -> UIViewController {
        let storyboard = UIStoryboard(name: "Museum", bundle: nil)
        guard let view = storyboard.instantiateViewController(withIdentifier: "ExhibitDetail") as? ExhibitDetailViewController else {
            fatalError("Museum.storyboard has no ExhibitDetail scene")
        }
        let interactor = ExhibitDetailInteractor(api: .shared)
        view.presenter = ExhibitDetailPresenter(exhibit: exhibit, view: view, interactor: interactor)
        return view
    }
}

protocol ExhibitDetailView: AnyObject {
    func show(caption: String, guide: String)
}

final class ExhibitDetailViewController: UIViewController, ExhibitDetailView {
    @IBOutlet private weak var captionLabel: UILabel!
    @IBOutlet private weak var guideTextView: UITextView!

    var presenter: ExhibitDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(caption: String, guide: String) {
        captionLabel.text = caption
        guideTextView.text = guide
    }
}

final class ExhibitDetailPresenter {
    private let exhibit: Exhibit
    private weak var view: ExhibitDetailView?
    private let interactor: ExhibitDetailInteractor

    init(exhibit: Exhibit, view: ExhibitDetailView, interactor: ExhibitDetailInteractor) {
        self.exhibit = exhibit
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        Task { @MainActor in
            let guide = await interactor.guide(for: exhibit)
            view?.show(caption: "\(exhibit.title)\n\(exhibit.room)", guide: guide)
        }
    }
}

final class ExhibitDetailInteractor {
    private let api: CollectionAPI

    init(api: CollectionAPI) {
        self.api = api
    }

    func guide(for exhibit: Exhibit) async -> String {
        await api.audioGuideText(exhibitID: exhibit.id)
    }
}
