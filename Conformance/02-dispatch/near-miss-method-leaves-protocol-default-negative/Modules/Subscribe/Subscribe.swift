import UIKit

final class SubscribeViewController: UIViewController {

    var presenter: SubscribePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Go premium"
        let pitch = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 160))
        pitch.numberOfLines = 0
        pitch.text = presenter.pitch
        view.addSubview(pitch)
    }
}

final class SubscribePresenter {

    private let highlightedShow: Podcast

    init(highlightedShow: Podcast) {
        self.highlightedShow = highlightedShow
    }

    var pitch: String {
        "Unlock \(highlightedShow.title) and every premium show, ad-free, for €4.99 a month."
    }
}

enum SubscribeBuilder {

    static func build(highlighting show: Podcast) -> UIViewController {
        let view = SubscribeViewController()
        view.presenter = SubscribePresenter(highlightedShow: show)
        return view
    }
}
