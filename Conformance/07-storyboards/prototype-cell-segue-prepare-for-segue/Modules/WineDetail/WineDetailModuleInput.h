//
//  WineDetailModuleInput.h
//  Corkboard
//

#import <Foundation/Foundation.h>

@class Wine;

@protocol WineDetailModuleInput <NSObject>
- (void)configureWithWine:(Wine *)wine;
@end
