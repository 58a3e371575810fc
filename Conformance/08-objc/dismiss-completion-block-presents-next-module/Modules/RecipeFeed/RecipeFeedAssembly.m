//
//  RecipeFeedAssembly.m
//  Mise
//

#import "RecipeFeedAssembly.h"
#import "RecipeFeedViewController.h"
#import "RecipeFeedPresenter.h"
#import "RecipeFeedRouter.h"

@implementation RecipeFeedAssembly

+ (UIViewController *)buildModule {
    RecipeFeedViewController *view = [[RecipeFeedViewController alloc] initWithStyle:UITableViewStylePlain];
    RecipeFeedPresenter *presenter = [[RecipeFeedPresenter alloc] init];
    RecipeFeedRouter *router = [[RecipeFeedRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
