//
//  CoffeeMenuViewController.m
//  Brew
//

#import "CoffeeMenuViewController.h"

static NSString * const kCoffeeMenuCellIdentifier = @"CoffeeMenuCell";

@interface CoffeeMenuViewController ()

@property (nonatomic, copy) NSArray<NSString *> *drinks;

@end

@implementation CoffeeMenuViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Menu";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kCoffeeMenuCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - CoffeeMenuViewInput

- (void)showDrinks:(NSArray<NSString *> *)drinks {
    self.drinks = drinks;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.drinks.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kCoffeeMenuCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.drinks[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
