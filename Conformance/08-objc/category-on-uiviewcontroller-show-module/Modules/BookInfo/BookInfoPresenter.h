//
//  BookInfoPresenter.h
//  Bookworm
//

#import <Foundation/Foundation.h>

#import "BookInfoViewController.h"
#import "BookInfoInteractor.h"
#import "BookInfoRouter.h"

@interface BookInfoPresenter : NSObject <BookInfoViewOutput, BookInfoInteractorOutput>

@property (nonatomic, weak) id<BookInfoViewInput> view;
@property (nonatomic, strong) id<BookInfoInteractorInput> interactor;
@property (nonatomic, strong) id<BookInfoRouterInput> router;
@property (nonatomic, copy) NSString *bookTitle;

@end
