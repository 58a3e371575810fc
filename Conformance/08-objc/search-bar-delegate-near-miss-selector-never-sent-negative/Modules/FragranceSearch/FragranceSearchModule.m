//
//  FragranceSearchModule.m
//  Sillage
//

#import "FragranceSearchModule.h"

@implementation FragranceSearchPresenter

- (instancetype)initWithQuery:(NSString *)query {
    self = [super init];
    if (self) {
        _query = [query copy];
    }
    return self;
}

- (NSArray<NSString *> *)results {
    return @[[NSString stringWithFormat:@"Perfumes with “%@” in the heart", self.query],
             [NSString stringWithFormat:@"Houses known for “%@”", self.query]];
}

@end

@implementation FragranceSearchViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = self.presenter.query;
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Result"];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.presenter.results.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Result" forIndexPath:indexPath];
    cell.textLabel.text = self.presenter.results[indexPath.row];
    return cell;
}

@end

@implementation FragranceSearchAssembly

+ (UIViewController *)buildModuleWithQuery:(NSString *)query {
    FragranceSearchViewController *view = [[FragranceSearchViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    view.presenter = [[FragranceSearchPresenter alloc] initWithQuery:query];
    return view;
}

@end
