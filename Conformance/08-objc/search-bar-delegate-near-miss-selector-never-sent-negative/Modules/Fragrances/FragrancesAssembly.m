//
//  FragrancesAssembly.m
//  Sillage
//

#import "FragrancesAssembly.h"
#import "FragrancesViewController.h"
#import "FragrancesPresenter.h"

@implementation FragrancesAssembly

+ (UIViewController *)buildModuleWithOutput:(id<FragrancesModuleOutput>)output {
    FragrancesViewController *view = [[FragrancesViewController alloc] initWithStyle:UITableViewStylePlain];
    FragrancesPresenter *presenter = [[FragrancesPresenter alloc] init];
    view.output = presenter;
    presenter.view = view;
    presenter.moduleOutput = output;
    return view;
}

@end
