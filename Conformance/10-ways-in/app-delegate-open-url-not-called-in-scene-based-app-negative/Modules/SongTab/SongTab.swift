//
//  SongTab.swift
//  Fretwork
//

import UIKit

final class SongTabViewController: UIViewController {
    var presenter: SongTabPresenter!
    private let tabView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        tabView.isEditable = false
        tabView.font = .monospacedSystemFont(ofSize: 14, weight: .regular)
        tabView.frame = view.bounds
        tabView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tabView)
        presenter.viewDidLoad()
    }

    func display(title: String, tablature: String) {
        self.title = title
        tabView.text = tablature
    }
}

final class SongTabPresenter {
    weak var view: SongTabViewController?
    private let songId: String

    init(songId: String) {
        self.songId = songId
    }

    func viewDidLoad() {
        view?.display(title: songId.replacingOccurrences(of: "-", with: " ").capitalized,
                      tablature: "e|-----0---3---|\nB|---1---1---0-|\nG|-2-----------|")
        PracticeLog.shared.add(minutes: 1, for: songId)
    }
}

enum SongTabBuilder {
    static func build(songId: String) -> UIViewController {
        let view = SongTabViewController()
        let presenter = SongTabPresenter(songId: songId)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
