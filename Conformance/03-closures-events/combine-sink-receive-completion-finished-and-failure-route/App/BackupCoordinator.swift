import UIKit

final class BackupCoordinator {

    private let window: UIWindow
    private let uploader: PhotoUploader
    private let navigationController = UINavigationController()

    init(window: UIWindow, uploader: PhotoUploader) {
        self.window = window
        self.uploader = uploader
    }

    func start() {
        let queue = BackupQueueBuilder.build(uploader: uploader, output: self)
        navigationController.setViewControllers([queue], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }
}

extension BackupCoordinator: BackupQueueModuleOutput {

    func backupQueueDidFinish(uploadedCount: Int) {
        let report = BackupReportBuilder.build(uploadedCount: uploadedCount)
        navigationController.pushViewController(report, animated: true)
    }

    func backupQueueNeedsMoreStorage() {
        let plans = StoragePlansBuilder.build { [weak self] in
            self?.navigationController.dismiss(animated: true)
        }
        navigationController.present(plans, animated: true)
    }
}
