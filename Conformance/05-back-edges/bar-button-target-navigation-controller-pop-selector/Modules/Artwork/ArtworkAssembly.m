//
//  ArtworkAssembly.m
//  Gallerist
//

#import "ArtworkAssembly.h"
#import "ArtworkViewController.h"
#import "ArtworkPresenter.h"
#import "ArtworkRouter.h"

@implementation ArtworkAssembly

+ (UIViewController *)buildModuleWithTitle:(NSString *)title {
    ArtworkViewController *view = [[ArtworkViewController alloc] init];
    ArtworkPresenter *presenter = [[ArtworkPresenter alloc] init];
    ArtworkRouter *router = [[ArtworkRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    presenter.artworkTitle = title;
    router.viewController = view;

    return view;
}

@end
