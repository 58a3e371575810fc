//
//  CatalogInteractor.h
//  Stacks
//

#import <Foundation/Foundation.h>

@protocol CatalogInteractorOutput <NSObject>
- (void)didObtainTitles:(NSArray<NSString *> *)titles;
@end

@protocol CatalogInteractorInput <NSObject>
- (void)obtainTitles;
@end

@interface CatalogInteractor : NSObject <CatalogInteractorInput>

@property (nonatomic, weak) id<CatalogInteractorOutput> output;

@end
