//
//  FragrancesPresenter.h
//  Sillage
//

#import <Foundation/Foundation.h>
#import "FragrancesViewController.h"
#import "FragrancesModuleOutput.h"

@interface FragrancesPresenter : NSObject <FragrancesViewOutput>

@property (nonatomic, weak) id<FragrancesViewInput> view;
@property (nonatomic, weak) id<FragrancesModuleOutput> moduleOutput;

@end
