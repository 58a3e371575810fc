//
//  PetListViewController.m
//  Pawprint
//

#import "PetListViewController.h"

static NSString * const kPetListCellIdentifier = @"PetListCell";

@interface PetListViewController ()

@property (nonatomic, copy) NSArray<NSString *> *pets;

@end

@implementation PetListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"My Pets";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kPetListCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - PetListViewInput

- (void)showPets:(NSArray<NSString *> *)pets {
    self.pets = pets;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.pets.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kPetListCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.pets[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
