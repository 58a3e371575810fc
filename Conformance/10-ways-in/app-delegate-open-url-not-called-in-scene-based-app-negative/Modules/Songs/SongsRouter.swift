//
//  SongsRouter.swift
//  Fretwork
//

import UIKit

protocol SongsRouterInput: AnyObject {
    func openSong(id: String)
    func openTuner()
}

final class SongsRouter: SongsRouterInput {
    weak var viewController: UIViewController?

    func openSong(id: String) {
        viewController?.navigationController?.pushViewController(SongTabBuilder.build(songId: id), animated: true)
    }

    func openTuner() {
        viewController?.present(TunerBuilder.build(), animated: true)
    }
}
