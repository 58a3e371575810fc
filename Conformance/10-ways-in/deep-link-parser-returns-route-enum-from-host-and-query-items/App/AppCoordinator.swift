//
//  AppCoordinator.swift
//  Tentpeg
//

import UIKit

final class AppCoordinator {
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let campgrounds = CampgroundsBuilder.build(onSelect: { [weak self] campgroundID in
            self?.showCampground(id: campgroundID)
        })
        navigationController.setViewControllers([campgrounds], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    func navigate(to route: DeepLinkRoute) {
        switch route {
        case .campground(let id):
            showCampground(id: id)
        case .booking(let pitch, let nights):
            showBooking(pitch: pitch, nights: nights)
        }
    }

    private func showCampground(id: String) {
        let campground = CampgroundBuilder.build(campgroundID: id, onBookPitch: { [weak self] pitch in
            self?.showBooking(pitch: pitch, nights: 1)
        })
        navigationController.pushViewController(campground, animated: true)
    }

    private func showBooking(pitch: String, nights: Int) {
        let booking = PitchBookingBuilder.build(pitch: pitch, nights: nights)
        navigationController.present(UINavigationController(rootViewController: booking), animated: true)
    }
}
