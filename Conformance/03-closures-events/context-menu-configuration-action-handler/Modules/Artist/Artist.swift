import UIKit

final class ArtistViewController: UIViewController {

    var presenter: ArtistPresenter!
    private let bioLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.artistName
        bioLabel.numberOfLines = 0
        bioLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(bioLabel)
        bioLabel.text = presenter.summary()
    }
}

final class ArtistPresenter {

    let artistName: String
    private let interactor: ArtistInteractor

    init(artistName: String, interactor: ArtistInteractor) {
        self.artistName = artistName
        self.interactor = interactor
    }

    func summary() -> String {
        let count = interactor.recordCount(by: artistName)
        return "\(count) record(s) by \(artistName) in your crate."
    }
}

final class ArtistInteractor {

    private let shelf: [String: Int] = ["Miles Davis": 4, "Massive Attack": 2, "The Beach Boys": 1]

    func recordCount(by artist: String) -> Int {
        shelf[artist] ?? 0
    }
}

enum ArtistBuilder {

    static func build(artistName: String) -> UIViewController {
        let view = ArtistViewController()
        view.presenter = ArtistPresenter(artistName: artistName, interactor: ArtistInteractor())
        return view
    }
}
