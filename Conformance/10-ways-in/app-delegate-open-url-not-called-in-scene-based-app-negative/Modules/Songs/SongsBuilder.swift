//
//  SongsBuilder.swift
//  Fretwork
//

import UIKit

enum SongsBuilder {
    static func build() -> UIViewController {
        let view = SongsViewController()
        let router = SongsRouter()
        let presenter = SongsPresenter(router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
