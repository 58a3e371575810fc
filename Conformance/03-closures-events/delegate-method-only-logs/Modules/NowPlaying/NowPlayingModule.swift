import UIKit

final class NowPlayingViewController: UIViewController {

    var presenter: NowPlayingPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.chapter.title
    }
}

final class NowPlayingPresenter {

    let chapter: Chapter

    init(chapter: Chapter) {
        self.chapter = chapter
    }
}

enum NowPlayingBuilder {

    static func build(chapter: Chapter) -> UIViewController {
        let view = NowPlayingViewController()
        view.presenter = NowPlayingPresenter(chapter: chapter)
        return view
    }
}
