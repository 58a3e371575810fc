//
//  SongsPresenter.swift
//  Fretwork
//

import Foundation

protocol SongsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectSong(at index: Int)
    func didTapTune()
}

final class SongsPresenter: SongsViewOutput {
    weak var view: SongsViewInput?
    private let router: SongsRouterInput
    private let songs: [(id: String, title: String)] = [
        ("blackbird", "Blackbird"),
        ("wonderwall", "Wonderwall"),
        ("tears-in-heaven", "Tears in Heaven")
    ]

    init(router: SongsRouterInput) {
        self.router = router
    }

    func viewDidLoad() {
        view?.display(titles: songs.map(\.title))
    }

    func didSelectSong(at index: Int) {
        router.openSong(id: songs[index].id)
    }

    func didTapTune() {
        router.openTuner()
    }
}
