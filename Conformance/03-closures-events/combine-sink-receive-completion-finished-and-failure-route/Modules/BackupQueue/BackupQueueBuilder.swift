import UIKit

protocol BackupQueueModuleOutput: AnyObject {
    func backupQueueDidFinish(uploadedCount: Int)
    func backupQueueNeedsMoreStorage()
}

enum BackupQueueBuilder {

    static func build(uploader: PhotoUploader, output: BackupQueueModuleOutput) -> UIViewController {
        let view = BackupQueueViewController()
        let presenter = BackupQueuePresenter(interactor: BackupQueueInteractor(uploader: uploader))
        presenter.view = view
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
