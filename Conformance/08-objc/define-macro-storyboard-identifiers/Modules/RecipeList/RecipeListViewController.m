//
//  RecipeListViewController.m
//  Pantry
//

#import "RecipeListViewController.h"
#import "RecipeListAssembly.h"

static NSString * const kRecipeListCellIdentifier = @"RecipeListCell";

@interface RecipeListViewController ()

@property (nonatomic, copy) NSArray<NSString *> *recipes;

@end

@implementation RecipeListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Recipes";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kRecipeListCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - RecipeListViewInput

- (void)showRecipes:(NSArray<NSString *> *)recipes {
    self.recipes = recipes;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.recipes.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kRecipeListCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.recipes[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

- (void)awakeFromNib {
    [super awakeFromNib];
    [RecipeListAssembly assembleModuleWithView:self];
}

@end
