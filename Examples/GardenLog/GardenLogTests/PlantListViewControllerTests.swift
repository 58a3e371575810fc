import SnapshotTesting
import UIKit
import XCTest
@testable import GardenLog

/// The plant list as the app first shows it (see SceneDelegate): the root of a navigation controller
/// tinted green, titled with the garden's name, with the settings and add buttons in its bar.
final class PlantListViewControllerTests: XCTestCase {
    func testDefaultLayout() {
        let plantList = PlantListViewController.configure()
        let navigationController = UINavigationController(rootViewController: plantList)
        navigationController.view.tintColor = .systemGreen

        assertSnapshot(of: navigationController, as: .image(on: .iPhone13))
    }
}
