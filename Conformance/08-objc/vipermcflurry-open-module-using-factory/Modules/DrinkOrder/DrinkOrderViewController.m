//
//  DrinkOrderViewController.m
//  Brew
//

#import "DrinkOrderViewController.h"

static NSString * const kDrinkOrderCellIdentifier = @"DrinkOrderCell";

@interface DrinkOrderViewController ()

@property (nonatomic, copy) NSArray<NSString *> *sizes;

@end

@implementation DrinkOrderViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Your Order";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kDrinkOrderCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - DrinkOrderViewInput

- (void)showSizes:(NSArray<NSString *> *)sizes {
    self.sizes = sizes;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.sizes.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kDrinkOrderCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.sizes[indexPath.row];
    return cell;
}

@end
