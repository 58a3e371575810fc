import UIKit

final class ArtistViewController: UIViewController {

    var presenter: ArtistPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        let bio = UILabel()
        bio.numberOfLines = 0
        bio.font = .preferredFont(forTextStyle: .title3)
        bio.text = presenter.bio
        bio.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(bio)
    }
}

final class ArtistPresenter {

    private let artist: Artist

    init(artist: Artist) {
        self.artist = artist
    }

    var title: String { artist.name }
    var bio: String { "\(artist.bio)\n\n\(artist.stage) stage, \(artist.startsAt)" }
}

enum ArtistBuilder {

    static func build(artist: Artist) -> UIViewController {
        let view = ArtistViewController()
        view.presenter = ArtistPresenter(artist: artist)
        return view
    }
}
