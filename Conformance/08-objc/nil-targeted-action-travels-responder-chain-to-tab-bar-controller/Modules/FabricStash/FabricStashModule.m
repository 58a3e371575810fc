//
//  FabricStashModule.m
//  Patchwork
//

#import "FabricStashModule.h"

@implementation FabricStashPresenter

- (NSArray<NSString *> *)fabrics {
    return @[@"Indigo shibori · 1.5 m", @"Mustard gingham · fat quarter", @"Kona white · 4 m"];
}

@end

@implementation FabricStashViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Fabric stash";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Fabric"];

    UIButton *planButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [planButton setTitle:@"Plan a project with these" forState:UIControlStateNormal];
    planButton.frame = CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), 56);
    [planButton addTarget:nil action:@selector(startProjectNote:) forControlEvents:UIControlEventTouchUpInside];
    self.tableView.tableFooterView = planButton;
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.presenter.fabrics.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Fabric" forIndexPath:indexPath];
    cell.textLabel.text = self.presenter.fabrics[indexPath.row];
    return cell;
}

@end

@implementation FabricStashAssembly

+ (UIViewController *)buildModule {
    FabricStashViewController *view = [[FabricStashViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    view.presenter = [[FabricStashPresenter alloc] init];
    return view;
}

@end
