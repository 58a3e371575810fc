//
//  CatalogInteractor.h
//  Folio
//

#import <Foundation/Foundation.h>

@protocol CatalogInteractorOutput <NSObject>
- (void)didObtainNewArrivals:(NSArray<NSString *> *)books;
@end

@protocol CatalogInteractorInput <NSObject>
- (void)obtainNewArrivals;
@end

@interface CatalogInteractor : NSObject <CatalogInteractorInput>

@property (nonatomic, weak) id<CatalogInteractorOutput> output;

@end
